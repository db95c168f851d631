/**
 * The information pages' own words (src/worker/pages/about/, faqs/, apply/, legal/, contact/): their
 * fixed headings, intros, benefit cards and stats, empty and error texts, and the titles and texts of
 * the error pages the detail routes and the worker pass in (docs/product.md#about, #faqs,
 * #partner-application, #photographer-application, #legal-pages, #not-found).
 */
export const info = {
  'info.about.eyebrow': 'About us',
  'info.about.stats': 'Our numbers',
  'info.about.certificates': 'Our Certificates',
  'info.about.trust': 'Trust & safety',
  'info.about.certificatesError': 'Failed to load content',
  'info.about.noCertificates': 'No certificates found.',
  'info.about.error': 'Failed to load about page content',
  'info.about.notFound': 'About page data not found',
  'info.about.stockAlt': 'A couple photographed at their wedding',

  'info.faqs.eyebrow': 'Help centre',
  'info.faqs.title': 'Frequently Asked Questions',
  'info.faqs.lead': 'Answers about booking, pricing, delivery and our photography services.',
  'info.faqs.questions': 'Questions and answers',
  'info.faqs.error': 'Failed to load FAQs. Please try again later.',
  'info.faqs.support': 'Still have questions?',
  'info.faqs.supportText': 'Our team is happy to help with anything not covered here.',
  'info.faqs.email': 'Email Support',
  'info.faqs.chat': 'Live Chat',
  'info.faqs.statSupport': 'Customer Support',
  'info.faqs.statCustomers': 'Happy Customers',
  'info.faqs.statCities': 'Cities Covered',
  'info.faqs.all': 'all',
  'info.faqs.general': 'general',
  'info.faqs.booking': 'booking',
  'info.faqs.pricing': 'pricing',
  'info.faqs.delivery': 'delivery',

  // Three pieces, as the English markup splits them (docs/decisions/0033-interface-texts-from-the-catalogue.md).
  'info.contact.hoursBefore': 'We are ',
  // CONTACT_HOURS (src/shared/site.ts), as tests/unit/hindi-info-pages.test.ts checks.
  'info.contact.hours': 'available Monday to Saturday, 10am - 7pm',
  'info.contact.hoursAfter': '.',

  'info.apply.now': 'Apply Now',
  'info.apply.inNumbers': 'In numbers',
  'info.apply.statCities': 'Cities',
  'info.apply.statResponse': 'Response Time',
  'info.apply.responseValue': '24hr',

  'info.partner.eyebrow': 'Become a partner',
  'info.partner.title': 'Partnership with {brand}',
  'info.partner.lead':
    'Influencers, travel agencies, hotels, tourism and fashion lifestyle brands: bring ' +
    'professional photography to the people you serve.',
  'info.partner.benefits': 'Why partner with us',
  'info.partner.audience': 'Delight Your Audience',
  'info.partner.audienceText':
    'Offer your followers, guests and clients professional photographers in 50+ cities across India.',
  'info.partner.earn': 'Earn With Every Booking',
  'info.partner.earnText': 'Attractive rewards on every shoot booked through you, paid on time.',
  'info.partner.team': 'A Dedicated Team',
  'info.partner.teamText': 'One partnership manager for you, and an answer to every request within 24 hours.',
  'info.partner.statPartners': 'Active Partners',

  'info.photographer.eyebrow': 'Join our photographers',
  'info.photographer.title': 'Become a {brand} Photographer',
  'info.photographer.description':
    'Join our network of professional photographers: steady bookings for weddings, ' +
    'pre-wedding, maternity, family and travel shoots in 50+ cities.',
  'info.photographer.lead':
    'Love telling stories with your camera? Join a pan-India team of photographers and shoot ' +
    'the moments families remember.',
  'info.photographer.benefits': 'Why join us',
  'info.photographer.bookings': 'Steady Bookings',
  'info.photographer.bookingsText': 'Weddings, pre-wedding, maternity, baby, family and travel shoots in your city.',
  'info.photographer.showcase': 'Showcase Your Work',
  'info.photographer.showcaseText': 'Your portfolio in front of couples and families planning their next shoot.',
  'info.photographer.fair': 'Flexible and Fair',
  'info.photographer.fairText': 'Pick the shoots that fit your schedule and get paid on time, every time.',
  'info.photographer.statPhotographers': 'Active Photographers',

  'info.callback.thanks': 'Thank you. Our team will call you back soon.',

  'info.legal.updated': 'Last updated: ',
  'info.legal.error.terms': 'Error loading terms and conditions',
  'info.legal.error.privacy': 'Error loading privacy policy',
  'info.legal.error.cancellation': 'Error loading cancellation policy',
  'info.legal.contact': 'Contact Us',
  'info.legal.email': 'Email: ',
  'info.legal.website': 'Website:',
  'info.legal.phone': 'Phone: ',

  'info.error.city': 'City',
  'info.error.cityText': 'Failed to load city data',
  'info.error.photographer': 'Photographer',
  'info.error.photographerText': 'Failed to load photographer data',
  'info.error.portfolio': 'Portfolio',
  'info.error.portfolioText': 'Failed to load portfolio',
  'info.error.services': 'Services',
  'info.error.unavailable': 'Temporarily unavailable',
  'info.error.unavailableText': 'This site is not available right now. Please try again in a few minutes.',
} as const;
