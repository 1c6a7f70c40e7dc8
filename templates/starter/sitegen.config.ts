import { defineConfig } from 'sitegen';

// Two keys are enough: docs come from docs/, the blog from blog/, pages from src/pages/ and
// static files from static/. Every other key is optional: sitegen's docs list them (The config).
export default defineConfig({
  title: 'My Site',
  url: 'https://docs.example.com',
});
