import type { slots as en } from '../en/slots';

/** कॉलबैक अनुरोध के बाद कॉल का समय चुनना (docs/product.md#choosing-a-call-time). */
export const slots = {
  'slots.title': 'हम आपको कब कॉल करें?',
  'slots.intro': 'अपनी सुविधा का समय चुनिए, हमारी टीम आपको उसी समय कॉल करेगी। सभी समय भारतीय समय के अनुसार हैं।',
  'slots.group': '{day} को कॉल का समय',
  'slots.notNow': 'अभी नहीं',
  'slots.saving': 'आपका समय सहेजा जा रहा है...',
  'slots.confirmed': 'आपकी कॉल {time} के लिए तय हो गई है।',
  'slots.confirmedNote': 'हमारी टीम आपको उसी समय कॉल करेगी।',
  'slots.continue': 'साइट देखना जारी रखें',
  'slots.error.token': 'कॉल का समय चुनने का यह लिंक मान्य नहीं है। आपका अनुरोध हमें मिल गया है, हम आपको कॉल करेंगे।',
  'slots.error.expired': 'कॉल का समय चुनने की अवधि बीत गई है। आपका अनुरोध हमें मिल गया है, हम आपको कॉल करेंगे।',
  'slots.error.spent': 'इस अनुरोध के लिए कॉल का समय पहले ही चुना जा चुका है।',
  'slots.error.time': 'यह समय अब खाली नहीं है। कृपया कोई दूसरा समय चुनिए।',
  'slots.error.failed': 'आपका समय सहेजा नहीं जा सका। कृपया फिर से कोशिश कीजिए।',
} satisfies Record<keyof typeof en, string>;
