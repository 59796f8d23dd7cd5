import '@testing-library/jest-dom'

// jsdom leaves out Node's TextDecoder, which image-size (reading pictures' sizes as the content
// loads, lib/content/yaml.ts) needs.
import { TextDecoder } from 'node:util'
if (!globalThis.TextDecoder) Object.assign(globalThis, { TextDecoder })

// jsdom has no user-agent style for <wbr> (browsers draw it inline), so the accessible-name code
// would put a space at each one: "hello@ saltwood .com". Give it the browsers' display.
if (typeof window !== 'undefined') {
  const computedStyle = window.getComputedStyle.bind(window)
  window.getComputedStyle = (element, pseudo) => {
    const style = computedStyle(element, pseudo)
    if (element.localName === 'wbr' && !style.display) style.display = 'inline'
    return style
  }
}
