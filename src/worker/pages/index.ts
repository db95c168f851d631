import { Hono } from 'hono';
import type { AppEnv } from '../types';
import { home } from './home';
import { packages } from './packages';
import { portfolios } from './portfolios';
import { services } from './services';
import { stubs } from './stubs';

/** The route table (spec §2): one sub-app per page area. */
export const pages = new Hono<AppEnv>();

pages.route('/', home);
pages.route('/', services);
pages.route('/', packages);
pages.route('/', portfolios);
pages.route('/', stubs);
