import { describe, expect, it } from 'vitest';
import {
  canRespondFromTable,
  contactListLocation,
  contactListQuery,
  hasResponse,
  validateResponse,
  withContactFilters,
} from './contactForms.ts';

describe('contactListLocation', () => {
  it('reads the search, a known status and the page', () => {
    expect(
      contactListLocation(
        new URLSearchParams('tab=contact_forms&q=%20bug%20&status=pending&page=3'),
      ),
    ).toEqual({ search: 'bug', status: 'pending', page: 3 });
  });

  it('treats an unknown status as all and a bad page as 1', () => {
    expect(contactListLocation(new URLSearchParams('status=open&page=abc'))).toEqual({
      search: '',
      status: undefined,
      page: 1,
    });
  });
});

describe('withContactFilters', () => {
  it('sets the filters, keeps other parameters and goes back to page 1', () => {
    const next = withContactFilters(new URLSearchParams('tab=contact_forms&page=4'), {
      search: ' refund ',
      status: 'in_progress',
    });
    expect(next.toString()).toBe('tab=contact_forms&q=refund&status=in_progress');
  });

  it('drops empty filters and leaves untouched ones alone', () => {
    const current = new URLSearchParams('q=refund&status=closed&page=2');
    expect(withContactFilters(current, { status: '' }).toString()).toBe('q=refund');
    expect(withContactFilters(current, { search: '  ' }).toString()).toBe('status=closed');
  });
});

describe('contactListQuery', () => {
  it('leaves empty filters out of the request', () => {
    expect(contactListQuery({ search: '', page: 1 })).toEqual({ page: 1 });
    expect(contactListQuery({ search: 'bug', status: 'resolved', page: 2 })).toEqual({
      page: 2,
      search: 'bug',
      status: 'resolved',
    });
  });
});

describe('responding', () => {
  it('is offered in the table for pending items without a response', () => {
    expect(canRespondFromTable({ status: 'pending', admin_response: null })).toBe(true);
    expect(canRespondFromTable({ status: 'pending', admin_response: 'Done' })).toBe(false);
    expect(canRespondFromTable({ status: 'in_progress', admin_response: null })).toBe(false);
  });

  it('knows a blank response is no response', () => {
    expect(hasResponse({ admin_response: '  ' })).toBe(false);
    expect(hasResponse({ admin_response: 'Thanks' })).toBe(true);
  });

  it('asks for a response when it is blank', () => {
    expect(validateResponse({ response: ' \n ' })).toEqual({
      response: 'Please enter a response',
    });
    expect(validateResponse({ response: 'We fixed it.' })).toEqual({});
  });
});
