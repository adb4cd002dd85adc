/**
 * The content texts every storefront page shows (the footer's QR buttons and demo videos): in the first
 * load's English, where the rest of `contentEn` arrives with the pages that use it.
 */
export const contentShellEn = {
  qr: {
    instagram: 'Instagram',
    whatsapp: 'WhatsApp',
    openInstagram: 'Follow us on Instagram',
    openWhatsapp: 'Chat with us on WhatsApp',
    scan: 'Scan the code with your phone, or use the link below.',
    imageAlt: 'QR code for {{channel}}',
    close: 'Close',
  },
  videos: {
    title: 'How it works',
    placingOrders: 'Placing orders',
    viewingOrders: 'Viewing orders',
    unsupported: 'Your browser cannot play this video.',
  },
};
