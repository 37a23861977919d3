import { describe, expect, it } from 'vitest';
import { PAGE_KEYS, pageKeyFor } from './pageKey.ts';

describe('pageKeyFor', () => {
  it.each([
    ['/', 'home'],
    ['/login', 'login'],
    ['/signup', 'signup'],
    ['/ContactUs', 'contact'],
    ['/ContactForm', 'contact'],
    ['/AboutUs', 'about'],
    ['/TeamIntroduction', 'team'],
    ['/MainNewsSection', 'news'],
    ['/TechIndustryNews', 'tech-news'],
    ['/ProductLaunches', 'products'],
    ['/TechEvents', 'events'],
    ['/FeaturedArticles', 'articles'],
    ['/LatestNews', 'articles'],
    ['/threads', 'discussions'],
    ['/PopularDiscussions', 'discussions'],
    ['/threads/42', 'discussions'],
    ['/Forums', 'forum'],
    ['/Forum/gaming-support', 'forum'],
    ['/Rules', 'forum'],
    ['/GamingDiscussion', 'gaming'],
    ['/GeneralTechDiscussion', 'general-tech'],
    ['/HardwareDiscussion', 'hardware'],
    ['/TechSupport', 'support'],
    ['/UserProfile', 'profile'],
    ['/TrendingContent', 'trending'],
    ['/ForumStatistics', 'statistics'],
    ['/Shoutbox', 'shoutbox'],
    ['/search', 'search'],
    ['/admin/meta-tags', 'admin'],
  ])('%s → %s', (path, key) => {
    expect(pageKeyFor(path)).toBe(key);
  });

  it('ignores case and falls back to home for unknown paths', () => {
    expect(pageKeyFor('/forums')).toBe('forum');
    expect(pageKeyFor('/no/such/page')).toBe('home');
  });

  it('only produces the keys the spec lists, and uses every one', () => {
    const produced = new Set(
      [
        '/',
        '/login',
        '/signup',
        '/ContactUs',
        '/AboutUs',
        '/MainNewsSection',
        '/Forums',
        '/FeaturedArticles',
        '/PopularDiscussions',
        '/TechIndustryNews',
        '/ProductLaunches',
        '/TechEvents',
        '/GamingDiscussion',
        '/GeneralTechDiscussion',
        '/HardwareDiscussion',
        '/TechSupport',
        '/TeamIntroduction',
        '/UserProfile',
        '/TrendingContent',
        '/ForumStatistics',
        '/Shoutbox',
        '/search',
        '/admin/x',
      ].map(pageKeyFor),
    );
    expect([...produced].sort()).toEqual([...PAGE_KEYS].sort());
  });
});
