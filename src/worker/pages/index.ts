import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { apply } from './apply';
import { home } from './home';
import { photographers } from './photographers';
import { city } from './city';
import { about } from './about';
import { blog } from './blog';
import { contact } from './contact';
import { faqs } from './faqs';
import { legal } from './legal';
import { place } from './place';
import { packages } from './packages';
import { portfolios } from './portfolios';
import { services } from './services';
import { styleguide } from './styleguide';

/**
 * The route table (docs/product.md#routes): one sub-app per page area. Mounted once per language
 * (src/worker/app.tsx); what crawlers read besides pages (./crawl) is mounted once, at the root.
 */
export const pages = new Hono<AppEnv>();

pages.route('/', home);
pages.route('/', services);
pages.route('/', packages);
pages.route('/', portfolios);
pages.route('/', photographers);
pages.route('/', city);
pages.route('/', blog);
pages.route('/', place);
pages.route('/', contact);
pages.route('/', faqs);
pages.route('/', about);
pages.route('/', apply);
pages.route('/', legal);
pages.route('/', styleguide);
