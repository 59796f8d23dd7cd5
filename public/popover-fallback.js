/*
 * The popover API for browsers without it (before Chrome 114, Safari 17, Firefox 125; docs/browser-support.md). The page's inline loader (scripts/build/optimize-export.mjs) fetches this file only
 * where HTMLElement.prototype.showPopover is missing. It covers what the site's phone menu uses:
 * a popovertarget button toggles its popover, Escape and a click outside close it (Escape returns
 * focus to the button), a link chosen inside closes it, showPopover/hidePopover/togglePopover,
 * and a "toggle" event carrying newState. It takes the popover attributes over (data-popover,
 * data-popovertarget), so a browser with half the API never acts on them too; app/globals.css
 * shows a popover only while it has data-popover-open. Plain ES5.
 */
;(function () {
  var d = document
  var P = HTMLElement.prototype
  if ('showPopover' in P) return
  var open = null
  var invoker = null

  function fire(el, state) {
    var event
    try {
      event = new Event('toggle')
      // eslint-disable-next-line @typescript-eslint/no-unused-vars -- ES5 needs the binding
    } catch (x) {
      event = d.createEvent('Event')
      event.initEvent('toggle', false, false)
    }
    event.newState = state
    event.oldState = state === 'open' ? 'closed' : 'open'
    el.dispatchEvent(event)
  }
  function expanded(value) {
    if (invoker) invoker.setAttribute('aria-expanded', value ? 'true' : 'false')
  }
  function show(el) {
    if (el.hasAttribute('data-popover-open')) return
    if (open) hide(open)
    el.setAttribute('data-popover-open', '')
    open = el
    expanded(true)
    fire(el, 'open')
  }
  function hide(el, refocus) {
    if (!el.hasAttribute('data-popover-open')) return
    el.removeAttribute('data-popover-open')
    if (open === el) open = null
    expanded(false)
    fire(el, 'closed')
    if (refocus && invoker) invoker.focus()
  }
  P.showPopover = function () {
    show(this)
  }
  P.hidePopover = function () {
    hide(this)
  }
  P.togglePopover = function () {
    if (this.hasAttribute('data-popover-open')) hide(this)
    else show(this)
  }

  function adopt() {
    var i
    var popovers = d.querySelectorAll('[popover]')
    for (i = 0; i < popovers.length; i++) {
      popovers[i].setAttribute('data-popover', popovers[i].getAttribute('popover') || 'auto')
      popovers[i].removeAttribute('popover')
    }
    var buttons = d.querySelectorAll('[popovertarget]')
    for (i = 0; i < buttons.length; i++) {
      buttons[i].setAttribute('data-popovertarget', buttons[i].getAttribute('popovertarget'))
      buttons[i].removeAttribute('popovertarget')
    }
  }
  if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', adopt)
  else adopt()

  d.addEventListener(
    'click',
    function (event) {
      var target = event.target
      if (!target || !target.closest) return
      var button = target.closest('[data-popovertarget]')
      if (button) {
        var popover = d.getElementById(button.getAttribute('data-popovertarget'))
        if (!popover) return
        invoker = button
        P.togglePopover.call(popover)
        return
      }
      if (!open) return
      if (!open.contains(target) || target.closest('a[href]')) hide(open)
    },
    true,
  )
  d.addEventListener('keydown', function (event) {
    if (open && (event.key === 'Escape' || event.key === 'Esc')) hide(open, true)
  })
})()
