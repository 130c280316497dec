-- Compose mode: one database per service (the services also create theirs when missing).
CREATE DATABASE sfl_users;
CREATE DATABASE sfl_matches;
CREATE DATABASE sfl_nft;
CREATE DATABASE sfl_squads;
CREATE DATABASE sfl_spl_rewards;
CREATE DATABASE sfl_leagues;
CREATE DATABASE sfl_championships;
CREATE DATABASE sfl_notifications;
