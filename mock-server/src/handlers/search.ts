// Header search suggestions, limited to the entries the caller's roles may open.
import type { HandlerMap } from './context';

export const searchHandlers = {
  getSearchSuggestions: async ({ user, query, repositories }) => {
    const keyword = typeof query.keyword === 'string' ? query.keyword.trim().toLowerCase() : '';
    const suggestions = await repositories.navigation.searchSuggestions();
    const list = suggestions
      .filter((s) => !s.roles || s.roles.split(',').some((role) => user.roles.includes(role)))
      .filter((s) => !keyword || s.value.toLowerCase().includes(keyword))
      .map((s) => ({ value: s.value, url: s.url }));
    return { list };
  },
} satisfies HandlerMap;
