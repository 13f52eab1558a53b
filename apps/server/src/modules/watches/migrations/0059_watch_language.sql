-- The language a watch's mails are written in (issue 55 item 4, decision 263): the one the visitor
-- asked in (the web app's language cookie, else Accept-Language), kept because its reminders go out
-- months later. A signed-in owner's account language (users.language, migration 0055) wins when set;
-- null (a watch made before this) is English.
alter table watches add column language text
  check (language is null or language in ('en', 'es', 'zh-Hans', 'zh-Hant', 'vi', 'ko'));
