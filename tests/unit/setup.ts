import '@testing-library/jest-dom'

// jsdom leaves out Node's TextDecoder, which image-size (reading pictures' sizes as the content
// loads, lib/content/yaml.ts) needs.
import { TextDecoder } from 'node:util'
if (!globalThis.TextDecoder) Object.assign(globalThis, { TextDecoder })
