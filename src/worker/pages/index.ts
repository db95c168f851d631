import { Hono } from 'hono';
import type { AppEnv } from '../types';
import { crawl } from './crawl';
import { home } from './home';
import { place } from './place';
import { stubs } from './stubs';

/** The route table (spec §2): one sub-app per page area. */
export const pages = new Hono<AppEnv>();

pages.route('/', home);
pages.route('/', place);
pages.route('/', crawl);
pages.route('/', stubs);
