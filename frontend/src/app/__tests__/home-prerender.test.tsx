/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { renderHomeMarkup } from '@/home-prerender';

// What the build puts into the home page's document (scripts/prerender-home.mjs): read as a browser would
// before any script runs.
describe('the prerendered home page', () => {
  it('should draw the header and the hero in place, with nothing left to an inline script', async () => {
    const markup = await renderHomeMarkup();

    expect(markup).toContain(
      '<h1 class="text-3xl font-bold tracking-tight sm:text-5xl">Welcome to Sui Fantasy League</h1>',
    );
    expect(markup).toContain('Build your ultimate fantasy football team with NFT players');
    expect(markup).toMatch(/<a[^>]*href="\/squad"[^>]*>.*?Build Squad<\/a>/);
    expect(markup).toContain('aria-label="Main"');
    expect(markup).not.toMatch(/<script|<template|hidden=""/);
  });

  it('should show the session and the live figures as loading, as the first render in a browser does', async () => {
    const markup = await renderHomeMarkup();

    expect(markup).not.toContain('Log in to see your points');
    expect(markup).toContain('Live Matches');
    expect(markup).not.toContain('/login');
  });
});
