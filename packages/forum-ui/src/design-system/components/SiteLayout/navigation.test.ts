import { describe, expect, it } from 'vitest';
import {
  FOOTER_LINKS,
  MAIN_NAVIGATION,
  isCurrentPath,
  normalisePath,
  sectionForPath,
  type NavSection,
} from './navigation.ts';

const sectionId = (pathname: string) => sectionForPath(pathname)?.id;

describe('MAIN_NAVIGATION', () => {
  it('has the spec’s five top items, in order, with their pages', () => {
    expect(MAIN_NAVIGATION.map((s) => [s.label, s.href])).toEqual([
      ['Home', '/'],
      ['News Section', '/MainNewsSection'],
      ['Forums', '/Forums'],
      ['About Us', '/AboutUs'],
      ['Contact Us', '/ContactUs'],
    ]);
  });

  it('has every sub-link the spec names, in order', () => {
    expect(
      Object.fromEntries(MAIN_NAVIGATION.map((s) => [s.label, s.links.map((l) => l.href)])),
    ).toEqual({
      Home: ['/FeaturedArticles', '/LatestNews', '/PopularDiscussions'],
      'News Section': ['/TechIndustryNews', '/ProductLaunches', '/TechEvents'],
      Forums: [
        '/GeneralTechDiscussion',
        '/HardwareDiscussion',
        '/GamingDiscussion',
        '/TechSupport',
      ],
      'About Us': ['/TeamIntroduction'],
      'Contact Us': ['/ContactForm'],
    });
  });

  it('footer links go to the rules, about, contact and statistics pages', () => {
    expect(FOOTER_LINKS.map((l) => l.href)).toEqual([
      '/Rules',
      '/AboutUs',
      '/ContactUs',
      '/ForumStatistics',
    ]);
  });
});

describe('normalisePath', () => {
  it('drops query, hash and trailing slashes and lower-cases', () => {
    expect(normalisePath('/Forums/?page=2#top')).toBe('/forums');
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('')).toBe('/');
    expect(normalisePath('TechSupport')).toBe('/techsupport');
  });
});

describe('isCurrentPath', () => {
  it('matches the same page whatever the case, slash or query', () => {
    expect(isCurrentPath('/Forums', '/forums/')).toBe(true);
    expect(isCurrentPath('/Forums', '/Forums?x=1')).toBe(true);
    expect(isCurrentPath('/', '/')).toBe(true);
  });

  it('does not match a different or deeper page', () => {
    expect(isCurrentPath('/Forums', '/Forum')).toBe(false);
    expect(isCurrentPath('/Forum', '/Forum/gaming')).toBe(false);
    expect(isCurrentPath('/', '/Forums')).toBe(false);
  });
});

describe('sectionForPath', () => {
  it('finds the section of each top page', () => {
    expect(sectionId('/')).toBe('home');
    expect(sectionId('/MainNewsSection')).toBe('news');
    expect(sectionId('/Forums')).toBe('forums');
    expect(sectionId('/AboutUs')).toBe('about');
    expect(sectionId('/ContactUs')).toBe('contact');
  });

  it('finds the section of every sub-link', () => {
    for (const section of MAIN_NAVIGATION) {
      for (const link of section.links) {
        expect(sectionId(link.href)).toBe(section.id);
      }
    }
  });

  it('ignores case, trailing slashes, queries and hashes', () => {
    expect(sectionId('/techsupport/')).toBe('forums');
    expect(sectionId('/LatestNews?page=3')).toBe('home');
    expect(sectionId('/ContactForm#form')).toBe('contact');
  });

  it('places thread, category and create pages under Forums', () => {
    expect(sectionId('/Forum/gaming-support')).toBe('forums');
    expect(sectionId('/Forum')).toBe('forums');
    expect(sectionId('/threads/42')).toBe('forums');
    expect(sectionId('/thread/my-first-thread')).toBe('forums');
    expect(sectionId('/categories/device-hardware')).toBe('forums');
    expect(sectionId('/ThreadForm')).toBe('forums');
  });

  it('places pages under a sub-link in that sub-link’s section', () => {
    expect(sectionId('/TechEvents/2025')).toBe('news');
  });

  it('puts the trending page under Home', () => {
    expect(sectionId('/TrendingContent')).toBe('home');
  });

  it('marks no section for pages outside the five', () => {
    expect(sectionId('/login')).toBeUndefined();
    expect(sectionId('/signup')).toBeUndefined();
    expect(sectionId('/Rules')).toBeUndefined();
    expect(sectionId('/ForumStatistics')).toBeUndefined();
    expect(sectionId('/UserProfile')).toBeUndefined();
    expect(sectionId('/search')).toBeUndefined();
  });

  it('does not let Home claim every path, nor a prefix claim a longer word', () => {
    expect(sectionId('/nowhere')).toBeUndefined();
    expect(sectionId('/Forumsx')).toBeUndefined();
    expect(sectionId('/threadsomething')).toBeUndefined();
  });

  it('prefers an exact page over a section that covers it by prefix', () => {
    const sections: NavSection[] = [
      { id: 'home', label: 'A', href: '/a', overviewLabel: 'A', links: [], alsoMatches: ['/b'] },
      { id: 'news', label: 'B', href: '/b/c', overviewLabel: 'B', links: [] },
    ];
    expect(sectionForPath('/b/c', sections)?.id).toBe('news');
    expect(sectionForPath('/b/d', sections)?.id).toBe('home');
  });
});
