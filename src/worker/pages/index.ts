import { Hono } from 'hono';
import type { AppEnv } from '../types';
import { home } from './home';
import { photographers } from './photographers';
import { city } from './city';
import { stubs } from './stubs';
import { styleguide } from './styleguide';

/** The route table (spec §2): one sub-app per page area. */
export const pages = new Hono<AppEnv>();

pages.route('/', home);
pages.route('/', photographers);
pages.route('/', city);
pages.route('/', styleguide);
pages.route('/', stubs);
