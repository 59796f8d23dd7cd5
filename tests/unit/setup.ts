import '@testing-library/jest-dom'
import { configure } from '@testing-library/react'

// waitFor and findBy* wait for what a render or a module's first load brings, which on CI's two busy
// cores takes seconds, not testing-library's 1 s default; jest.config.mjs's limit is longer still.
configure({ asyncUtilTimeout: 20_000 })

// jsdom leaves out Node's TextDecoder, which image-size (reading pictures' sizes as the content
// loads, lib/content/yaml.ts) needs.
import { TextDecoder } from 'node:util'
if (!globalThis.TextDecoder) Object.assign(globalThis, { TextDecoder })

// jsdom lays nothing out and leaves out scrollIntoView, which the contact form calls after a send
// (components/contact-form/contact-form.tsx); the browser tests measure where it scrolls. The
// tests in Node's environment have no elements.
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView ??= jest.fn()
