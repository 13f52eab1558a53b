-- The language an owner chose on the site (issue 55, decision 253): one of the web app's locales
-- (en, es, zh-Hans, zh-Hant, vi, ko), null until they choose. The web app applies it when they sign in
-- on another browser; the cookie remembers the choice of a visitor without an account.
alter table users add column language text
  check (language is null or language in ('en', 'es', 'zh-Hans', 'zh-Hant', 'vi', 'ko'));
