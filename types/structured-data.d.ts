// @adobe/structured-data-validator and @marbec/web-auto-extractor ship no types; what
// scripts/check/check-markup.mjs uses.
declare module '@marbec/web-auto-extractor' {
  type Extracted = { jsonld?: Record<string, object[]> }
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: ('rdfa' | 'microdata')[] })
    parse(html: string): Extracted
  }
}

declare module '@adobe/structured-data-validator' {
  type Issue = {
    rootType: string
    issueMessage: string
    severity: 'ERROR' | 'WARNING'
    errorType?: string
    location?: string
    path?: { type?: string; property?: string }[]
  }
  type Handler = () => Promise<unknown>
  export default class Validator {
    constructor(schemaOrgJson?: { '@graph': object[] })
    registeredHandlers: Record<string, Handler[]>
    validate(extracted: object): Promise<Issue[]>
  }
}
