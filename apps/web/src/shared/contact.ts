/** Trade desk contact shown in the header and footer. */
export const CONTACT = {
  phoneDisplay: '+44 20 7946 0321',
  phoneHref: 'tel:+442079460321',
} as const;
