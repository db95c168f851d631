import { describe } from 'vitest';
import { failingQueryTests, standInServer } from '../helpers/home-errors';

const ctx = standInServer();

describe('home: one failing query (2/2)', () => {
  failingQueryTests(ctx, ['services', 'testimonials', 'certificates', 'featured blogs']);
});
