import { Hono } from 'hono';
import type { AppEnv } from '../types';
import { home } from './home';
import { stubs } from './stubs';
import { styleguide } from './styleguide';

/** The route table (spec §2): one sub-app per page area. */
export const pages = new Hono<AppEnv>();

pages.route('/', home);
pages.route('/', styleguide);
pages.route('/', stubs);
