import { Hono } from 'hono';
import type { AppEnv } from '../types';
import { crawl } from './crawl';
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
import { stubs } from './stubs';
import { styleguide } from './styleguide';

/** The route table (spec §2): one sub-app per page area. */
export const pages = new Hono<AppEnv>();

pages.route('/', home);
pages.route('/', photographers);
pages.route('/', city);
pages.route('/', styleguide);
pages.route('/', blog);
pages.route('/', faqs);
pages.route('/', about);
pages.route('/', contact);
pages.route('/', legal);
pages.route('/', place);
pages.route('/', crawl);
pages.route('/', apply);
pages.route('/', stubs);
