/**
 * Helpers every in-page script of the engine journeys can call: find an element by its role and
 * accessible name (as Testing Library and Playwright do, simplified to the roles the site uses),
 * mark it with a selector the driver can click, and record page errors. Plain ES5 text, sent with
 * each script, so it runs the same in every engine and no bundler helper sneaks into it.
 */
import { hydratedAttribute } from '@/components/use-hydrated'

export const pageLibrary = String.raw`
var ROLES = {
  button: 'button, [role="button"], input[type="submit"]',
  link: 'a[href]',
  heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
  textbox: 'input:not([type]), input[type="text"], input[type="email"], input[type="tel"], textarea',
  navigation: 'nav, [role="navigation"]',
  dialog: 'dialog, [role="dialog"]',
  slider: 'input[type="range"], [role="slider"]',
  banner: 'body > header, body > * > header, [role="banner"]',
  contentinfo: 'body > footer, body > * > footer, [role="contentinfo"]',
  listitem: 'li'
};
function norm(text) { return (text || '').replace(/\s+/g, ' ').trim(); }
function hiddenFromNames(el) {
  return el.getAttribute('aria-hidden') === 'true' || getComputedStyle(el).display === 'none';
}
function textOf(node) {
  if (node.nodeType === 3) return node.textContent;
  if (node.nodeType !== 1 || hiddenFromNames(node)) return '';
  if (node.tagName === 'IMG') return node.getAttribute('alt') || '';
  var text = '';
  for (var i = 0; i < node.childNodes.length; i++) text += ' ' + textOf(node.childNodes[i]) + ' ';
  return text;
}
function accName(el) {
  if (el.getAttribute('aria-label')) return norm(el.getAttribute('aria-label'));
  var by = el.getAttribute('aria-labelledby');
  if (by) return norm(by.split(/\s+/).map(function (id) {
    var ref = document.getElementById(id); return ref ? textOf(ref) : '';
  }).join(' '));
  if (el.labels && el.labels.length) return norm(textOf(el.labels[0]));
  if (el.tagName === 'INPUT' && el.type === 'submit') return norm(el.value);
  return norm(textOf(el));
}
function isVisible(el) {
  if (!el || !el.isConnected) return false;
  var box = el.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return false;
  for (var node = el; node && node.nodeType === 1; node = node.parentElement) {
    var style = getComputedStyle(node);
    if (style.display === 'none' || style.visibility === 'hidden') return false;
  }
  return true;
}
function scopeOf(scope) {
  if (!scope) return document;
  return typeof scope === 'string' ? document.querySelector(scope) : scope;
}
/** Every element of the role whose name is the given text (or matches it when it is a RegExp source /…/). */
function allByRole(role, name, scope) {
  var root = scopeOf(scope);
  if (!root) return [];
  var found = Array.prototype.slice.call(root.querySelectorAll(ROLES[role]));
  if (name === undefined || name === null) return found;
  return found.filter(function (el) { return accName(el) === norm(name); });
}
function byRole(role, name, scope) { return allByRole(role, name, scope)[0] || null; }
function visibleByRole(role, name, scope) {
  return allByRole(role, name, scope).filter(isVisible)[0] || null;
}
var markCount = window.__engineMarks || 0;
/** A CSS selector for the element, for the driver's click. */
function mark(el) {
  if (!el) return null;
  if (!el.hasAttribute('data-engine-target')) {
    markCount += 1; window.__engineMarks = markCount;
    el.setAttribute('data-engine-target', String(markCount));
  }
  return '[data-engine-target="' + el.getAttribute('data-engine-target') + '"]';
}
/** Starts recording page errors (uncaught errors, rejected promises, console.error). */
function watchErrors() {
  if (window.__engineErrors) return;
  var errors = window.__engineErrors = [];
  window.addEventListener('error', function (event) { errors.push('error: ' + (event.message || event.error)); });
  window.addEventListener('unhandledrejection', function (event) { errors.push('unhandled rejection: ' + event.reason); });
  var original = console.error;
  console.error = function () {
    errors.push('console.error: ' + Array.prototype.slice.call(arguments).join(' '));
    return original.apply(console, arguments);
  };
}
/** Whether React owns the element: our client components mark their element once hydrated. */
function hydrated(el) {
  return !!el && !!el.closest('[${hydratedAttribute}]');
}
`
