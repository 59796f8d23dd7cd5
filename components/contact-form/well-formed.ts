/**
 * Half a character — a UTF-16 surrogate without its other half, as left by cutting an emoji in
 * two — is a string JavaScript can hold but no URL, email or UTF-8 text can: encodeURIComponent
 * throws on it. Every text the contact form builds from, shows or stores goes through
 * `wellFormed` first, which replaces each lone half with U+FFFD (�), as a browser does when it
 * sends a form and as String.prototype.toWellFormed does (not used directly: Firefox before 119
 * lacks it). With the `u` flag a surrogate pair is one code point, so only a lone half matches.
 */
const loneSurrogate = /[\uD800-\uDFFF]/gu

const replacementCharacter = '\uFFFD'

export function wellFormed(text: string): string {
  return text.replace(loneSurrogate, replacementCharacter)
}

export function isWellFormed(text: string): boolean {
  return !/[\uD800-\uDFFF]/u.test(text)
}
