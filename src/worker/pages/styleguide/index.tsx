import { Hono } from 'hono';
import { Styleguide } from '../../../shared/components/ui/styleguide/Styleguide';
import { renderPage } from '../../render/render';
import type { AppEnv } from '../../app-env';

/** Every component and state in one place for design review. Not linked, not indexed. */
export const styleguide = new Hono<AppEnv>();

styleguide.get('/styleguide', (c) =>
  renderPage(c, {
    meta: {
      title: 'Styleguide',
      description: 'Design system components and states.',
      path: '/styleguide',
      noindex: true,
    },
    body: <Styleguide />,
  }),
);
