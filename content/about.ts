import type { AboutPage } from './schema'

/** The about page: story, stats, core values and team. */
export const aboutPage: AboutPage = {
  metaTitle: 'About Us',
  metaDescription:
    'Saltwood Design-Build has designed and built home renovations in Carmel, Pebble Beach and Monterey since 2009. Meet the team and the values behind our work.',
  hero: {
    eyebrow: 'About Saltwood',
    title: 'A design-build firm rooted on the Monterey Peninsula',
    intro: 'Since 2009 we have helped homeowners and investors renovate with confidence.',
  },
  story: {
    heading: { eyebrow: 'Our story', title: 'Designed and built by the same people' },
    paragraphs: [
      'We started in 2009 as a small crew renovating cottages in Carmel-by-the-Sea. Clients kept asking us to help with the design as well as the construction, and we saw how much smoother a project runs when one team is responsible for both.',
      'That is still how we work. With more than 15 years of experience, our designers and builders plan each renovation together, so drawings, prices and schedules reflect what it really takes to build them.',
      'Many of the homes we work on are older and close to the ocean. We respect what makes them special and bring their structure, systems and comfort up to today’s standards.',
    ],
  },
  stats: {
    heading: 'Saltwood in numbers',
    items: [
      { value: '15+', label: 'Years Experience' },
      { value: '500+', label: 'Projects' },
      { value: '98%', label: 'Satisfaction' },
      { value: '24/7', label: 'Support' },
    ],
  },
  values: {
    heading: { eyebrow: 'Our values', title: 'What we hold ourselves to' },
    items: [
      {
        icon: 'hammer',
        title: 'Craftsmanship',
        description:
          'We build to last, with details done properly even where nobody will see them once the walls are closed.',
      },
      {
        icon: 'message',
        title: 'Clear communication',
        description:
          'You always know what is happening, what comes next and what it costs, from a project manager who answers your calls.',
      },
      {
        icon: 'shield',
        title: 'Respect for your home',
        description:
          'We protect floors and furniture, keep the site tidy and treat your neighbours as we would want ours treated.',
      },
      {
        icon: 'leaf',
        title: 'Built for the coast',
        description:
          'We choose materials and methods that stand up to salt air, fog and wind, and that suit the character of the peninsula.',
      },
    ],
  },
  team: {
    heading: {
      eyebrow: 'Our team',
      title: 'The people behind your project',
      intro:
        'A close team of designers, project managers and craftspeople, supported by specialist trades we have worked with for years.',
    },
    counts: [
      { value: '10+', label: 'Craftspeople on our own crew' },
      { value: '5+', label: 'Designers and project managers' },
      { value: '15+', label: 'Trusted local trade partners' },
    ],
  },
  callToAction: {
    title: 'Let’s talk about your home',
    text: 'Whether you are planning one room or the whole house, we would be glad to hear about it.',
    primary: { label: 'Start Your Project Today', href: '/#contact' },
  },
}
