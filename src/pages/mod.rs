//! The two pages' roots, above the features they host: the classic page (the game, the replay
//! viewer, ranked play, a player's page) and the Battle page (against the computer, or a
//! person). Both start the same way ([`start`]): from the address at once, or from what the
//! browser kept once the rest is here.

pub mod battle;
pub mod classic;
pub mod start;
