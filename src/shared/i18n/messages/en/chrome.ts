/**
 * The frame of every page (docs/product.md#header-and-navigation, #footer, #floating-buttons): header,
 * navigation, footer, the consent notice, floating buttons, the chat greeting, shared controls.
 */
export const chrome = {
  'chrome.skip': 'Skip to content',
  'chrome.home': '{siteName} home',
  'chrome.mainNav': 'Main',
  'chrome.cta': 'Get in touch',
  'chrome.close': 'Close',
  'chrome.dismiss': 'Dismiss',
  'chrome.loading': 'Loading...',
  'menu.open': 'Open menu',
  'menu.close': 'Close menu',
  'menu.label': 'Mobile',

  'nav.services': 'Services',
  'nav.packages': 'Packages',
  'nav.photographers': 'Photographers',
  'nav.portfolio': 'Portfolio',
  'nav.contact': 'Contact us',
  'nav.about': 'About us',
  'nav.exploreFrames': 'Explore Frames',
  'nav.blog': 'Blog',
  'nav.faqs': 'FAQs',
  'nav.becomePartner': 'Become a Partner',
  'nav.becomePhotographer': 'Become a Photographer',
  'nav.terms': 'Terms and Conditions',
  'nav.privacy': 'Privacy Policy',
  'nav.cancellation': 'Cancellation Policy',
  'nav.privacyChoices': 'Privacy choices',

  'portfolioCategory.wedding': 'Wedding',
  'portfolioCategory.pre-wedding': 'Pre-wedding',
  'portfolioCategory.post-wedding': 'Post-wedding',
  'portfolioCategory.baby': 'Baby',
  'portfolioCategory.maternity': 'Maternity',
  'portfolioCategory.travel': 'Travel',
  'portfolioCategory.business': 'Business',
  'portfolioCategory.personal': 'Personal',
  'portfolioCategory.family': 'Family',
  'portfolioCategory.other': 'Other',

  'footer.tagline': 'Creating Memories Since 2020',
  'footer.cities': 'Cities',
  'footer.explore': 'Explore',
  'footer.company': 'Company',
  'footer.copyright': '© ',
  'footer.rights': '. All rights reserved.',

  'city.delhi-ncr': 'Delhi NCR',
  'city.mumbai': 'Mumbai',
  'city.bangalore': 'Bangalore',
  'city.hyderabad': 'Hyderabad',
  'city.chennai': 'Chennai',
  'city.pune': 'Pune',
  'city.kolkata': 'Kolkata',
  'city.jaipur': 'Jaipur',
  'city.lucknow': 'Lucknow',
  'city.ahmedabad': 'Ahmedabad',
  'city.chandigarh': 'Chandigarh',
  'city.prayagraj': 'Prayagraj',
  'city.varanasi': 'Varanasi',
  'city.indore': 'Indore',
  'city.bhopal': 'Bhopal',
  'city.kanpur': 'Kanpur',
  'city.patna': 'Patna',
  'city.rewa': 'Rewa',
  'city.ayodhya': 'Ayodhya',
  'city.nagpur': 'Nagpur',
  'city.ludhiana': 'Ludhiana',
  'city.noida': 'Noida',
  'city.other': 'Other',

  'consent.title': 'Privacy choices',
  'consent.intro':
    'We note which ad or website brought you here (for example the campaign name or the ad click ' +
    'id) so we can tell which of our ads work. We never sell it.',
  'consent.necessary':
    'Strictly necessary (always on): remembering this choice, and keeping where this visit came ' +
    'from until you leave, so a request you send us is counted for the right ad.',
  'consent.marketing':
    'Marketing measurement: keep where you came from for 90 days, so a request you send us on a ' +
    'later visit is credited to the ad that brought you, and report that request (and a booking, ' +
    'with its value) to the ad platforms that showed you our ads (Google Ads, Meta), with your ' +
    'e-mail address and phone number scrambled (hashed) so they can match it to their ad without ' +
    'reading them.',
  'consent.change': 'You can change or withdraw this at any time from "Privacy choices" at the bottom of every page.',
  'consent.purposes': 'Purposes',
  'consent.save': 'Save my choices',
  'consent.choose': 'Choose what to allow',
  'consent.reject': 'Reject',
  'consent.accept': 'Accept',
  'consent.policy': 'Privacy policy',
  'consent.saved': 'Your privacy choice is saved.',

  'fab.label': 'Quick actions',
  'fab.top': 'Scroll to top',
  'fab.bottom': 'Scroll to bottom',
  'fab.chat': 'Chat with us',
  'chat.greeting': 'Hello! I have a question about your website.',

  'money.onRequest': 'Price on request',
} as const;
