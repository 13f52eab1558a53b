/** Brand facts shown in the shell; an operator edits them here. */
export const site = {
  name: 'Homie',
  logoSrc: '/logo.svg',
  copyrightYear: 2025,
  legalEntity: 'Homie Realty, Inc.',
  contactEmail: 'support@homie.example',
  social: [
    { network: 'x', label: 'Homie on X', href: 'https://x.com/homie' },
    { network: 'linkedin', label: 'Homie on LinkedIn', href: 'https://www.linkedin.com/company/homie' },
    { network: 'facebook', label: 'Homie on Facebook', href: 'https://www.facebook.com/homie' },
  ],
} as const;

export type SocialNetwork = (typeof site.social)[number]['network'];
