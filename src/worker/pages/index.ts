import { Hono } from 'hono';
import type { AppEnv } from '../types';
import { apply } from './apply';
import { home } from './home';
import { stubs } from './stubs';

/** The route table (spec §2): one sub-app per page area. */
export const pages = new Hono<AppEnv>();

pages.route('/', home);
pages.route('/', apply);
pages.route('/', stubs);
