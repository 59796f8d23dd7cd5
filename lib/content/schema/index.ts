/**
 * The shape of every content file, one module per content area (lib/content/schema/<area>.ts, for
 * content/<area>.yaml). Types are inferred from these schemas, so a field added to one is both
 * typed for components and validated at build time. Import from '@/lib/content/schema'.
 */
export * from './primitives'
export * from './as-typed'
export * from './site'
export * from './home'
export * from './services'
export * from './portfolio'
export * from './portfolio-pages'
export * from './areas'
export * from './service-landing'
export * from './about'
export * from './contact-form'
export * from './trust'
export * from './accessibility'
export * from './older-homes'
export * from './privacy'
export * from './contact'
