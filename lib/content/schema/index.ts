/**
 * The shape of every content file: lib/content/schema/<path>.ts checks content/<path>.yaml
 * (schema/pages/home.ts checks content/pages/home.yaml); primitives.ts and as-typed.ts hold the
 * pieces they share. Types are inferred from these schemas, so a field added to one is both typed
 * for components and validated at build time. Import from '@/lib/content/schema'.
 */
export * from './primitives'
export * from './as-typed'
export * from './site'
export * from './navigation'
export * from './footer'
export * from './sharing'
export * from './services'
export * from './portfolio'
export * from './areas'
export * from './testimonials'
export * from './contact-form'
export * from './pages/home'
export * from './pages/services'
export * from './pages/kitchen-renovation'
export * from './pages/about'
export * from './pages/how-we-work'
export * from './pages/accessibility'
export * from './pages/older-homes'
export * from './pages/portfolio'
export * from './pages/project'
export * from './pages/not-found'
export * from './pages/error'
export * from './pages/privacy'
export * from './pages/contact'
