import type { StudioKind } from './providers.ts';

export type GameKind = 'slot' | 'crash' | 'lottery' | 'dice' | 'table' | 'live';

/** One family of generated games: its art theme, how many, which studios make it, and the words of its titles. */
export interface ThemeSeed {
  theme: string;
  kind: GameKind;
  studio: StudioKind;
  count: number;
  /** Collections every game of the family belongs to. */
  collections: readonly string[];
  /** A title takes one word (or phrase) from each list in order; empty strings are skipped. */
  words: readonly (readonly string[])[];
}

const endings = ['', 'Deluxe', 'Riches', 'Fortune', 'Gold', 'Legends', 'Rising', 'Bonanza', 'Hold and Win', 'Xtreme'];

export const THEMES: readonly ThemeSeed[] = [
  { theme: 'egypt', kind: 'slot', studio: 'slots', count: 45, collections: ['egypt'], words: [['Golden', 'Eternal', 'Hidden', 'Mighty', 'Sacred', 'Lost', 'Ancient', 'Royal', 'Burning', 'Silent'], ['Pharaoh', 'Scarab', 'Sphinx', 'Queen of the Nile', 'Anubis', 'Pyramids', 'Oasis', 'Sun God', 'Tomb', 'Dunes'], endings] },
  { theme: 'fruit', kind: 'slot', studio: 'slots', count: 55, collections: ['fruit'], words: [['Hot', 'Juicy', 'Fresh', 'Sizzling', 'Frozen', 'Wild', 'Lucky', 'Crazy', 'Sunny', 'Mega'], ['Cherries', 'Melons', 'Lemons', 'Fruit Stand', 'Berries', 'Plums', 'Grapes', 'Fruit Party', 'Orchard', 'Peaches'], ['', '5', '20', '40', '100', 'Deluxe', 'Blast', 'Spin', 'Fever', 'Stack']] },
  { theme: 'book', kind: 'slot', studio: 'slots', count: 40, collections: ['book'], words: [['Book of'], ['Ancients', 'Sorcery', 'Runes', 'Scrolls', 'Time', 'Mysteries', 'the Oracle', 'Fortunes', 'Legends', 'Storms', 'Alchemy', 'Embers', 'Shadows', 'Kings'], ['', 'Deluxe', 'Unleashed', 'Reborn', 'Mystery', 'Expanded']] },
  { theme: 'fishing', kind: 'slot', studio: 'fishing', count: 30, collections: ['fishing'], words: [['Big', 'Lucky', 'Deep', 'Golden', 'Wild', 'Reel', 'Happy', 'Salty'], ['Bass', 'Catch', 'Angler', 'Marlin', 'Fisherman', 'Trout', 'Harbour', 'Tackle Box'], ['', 'Bonanza', 'Splash', 'Haul', 'Frenzy', 'Party', 'Day']] },
  { theme: 'jackpot', kind: 'slot', studio: 'slots', count: 30, collections: ['jackpot'], words: [['Mega', 'Grand', 'Royal', 'Diamond', 'Imperial', 'Cosmic', 'Infinite', 'Triple'], ['Jackpot', 'Crown', 'Vault', 'Treasury', 'Fortune Wheel', 'Millions', 'Cash Tower', 'Prize Pot'], ['', 'Link', 'Power', 'Quest', 'Deluxe', 'Strike']] },
  { theme: 'coin', kind: 'slot', studio: 'slots', count: 30, collections: ['coin'], words: [['Coin', 'Gold Coin', 'Silver Coin', 'Lucky Coin', 'Coin Volcano', 'Coin Rush', 'Magic Coin', 'Coin Quest'], ['Strike', 'Hold and Win', 'Express', 'Collect', 'Frenzy', 'Burst', 'Storm', 'Mania'], ['', 'Deluxe', 'Xtreme', '2']] },
  { theme: 'classic', kind: 'slot', studio: 'slots', count: 30, collections: [], words: [['Triple', 'Burning', 'Super', 'Retro', 'Lucky', 'Wild', 'Vegas', 'Diamond'], ['Sevens', 'Bars', 'Bells', 'Stars', 'Reels', 'Classic', 'Jokers', 'Hot Spins'], ['', '5', '10', '27', 'Deluxe', 'Respin']] },
  { theme: 'animals', kind: 'slot', studio: 'slots', count: 30, collections: [], words: [['Wild', 'Mighty', 'Savage', 'Golden', 'Howling', 'Running', 'Roaring', 'Majestic'], ['Buffalo', 'Wolves', 'Lions', 'Rhino', 'Eagle', 'Gorilla', 'Stallions', 'Tiger'], endings] },
  { theme: 'asian', kind: 'slot', studio: 'slots', count: 30, collections: [], words: [['Dragon', 'Jade', 'Lucky', 'Golden', 'Lotus', 'Emperor', 'Panda', 'Koi'], ['Pearl', 'Temple', 'Lanterns', 'Blessings', 'Garden', 'Dynasty', 'Palace', 'Festival'], endings] },
  { theme: 'space', kind: 'slot', studio: 'slots', count: 25, collections: [], words: [['Cosmic', 'Galactic', 'Stellar', 'Lunar', 'Astro', 'Nebula', 'Orbital', 'Quantum'], ['Voyage', 'Gems', 'Invaders', 'Odyssey', 'Drift', 'Station', 'Rift', 'Pulse'], endings] },
  { theme: 'candy', kind: 'slot', studio: 'slots', count: 25, collections: [], words: [['Sweet', 'Sugar', 'Candy', 'Jelly', 'Honey', 'Lollipop', 'Caramel', 'Bubblegum'], ['Land', 'Rush', 'Pop', 'Factory', 'Crush', 'Paradise', 'Parade', 'Treats'], ['', 'Deluxe', 'Bonanza', '1000', 'Blast', 'Xmas']] },
  { theme: 'irish', kind: 'slot', studio: 'slots', count: 20, collections: [], words: [['Lucky', 'Paddy\'s', 'Shamrock', 'Emerald', 'Rainbow', 'Clover', 'Celtic', 'Leprechaun\'s'], ['Gold', 'Pot', 'Riches', 'Charm', 'Isle', 'Fortune', 'Luck', 'Meadow'], ['', 'Deluxe', 'Megapot', 'Trail']] },
  { theme: 'viking', kind: 'slot', studio: 'slots', count: 20, collections: [], words: [['Viking', 'Norse', 'Thunder', 'Frost', 'Iron', 'Raven', 'Valkyrie', 'Odin\'s'], ['Raiders', 'Saga', 'Gods', 'Fjord', 'Axes', 'Voyage', 'Hall', 'Runes'], ['', 'Unleashed', 'Clash', 'Wrath']] },
  { theme: 'western', kind: 'slot', studio: 'slots', count: 20, collections: [], words: [['Wild West', 'Dusty', 'Outlaw', 'Sheriff', 'Gold Rush', 'Desert', 'Saloon', 'Bounty'], ['Showdown', 'Gulch', 'Train Heist', 'Bandits', 'Canyon', 'Rodeo', 'Revolver', 'Mine'], ['', 'Bonanza', 'Gold', 'Hunters']] },
  { theme: 'ocean', kind: 'slot', studio: 'slots', count: 20, collections: [], words: [['Deep Blue', 'Coral', 'Mermaid\'s', 'Pirate', 'Sunken', 'Atlantis', 'Tidal', 'Kraken\'s'], ['Treasure', 'Reef', 'Pearls', 'Kingdom', 'Bounty', 'Depths', 'Lagoon', 'Wreck'], ['', 'Deluxe', 'Quest', 'Waves']] },
  { theme: 'horror', kind: 'slot', studio: 'slots', count: 20, collections: [], words: [['Haunted', 'Midnight', 'Vampire', 'Blood', 'Cursed', 'Dark', 'Zombie', 'Phantom'], ['Manor', 'Moon', 'Crypt', 'Carnival', 'Castle', 'Night', 'Asylum', 'Harvest'], ['', 'Returns', 'Awakening', 'Hunt']] },
  { theme: 'gems', kind: 'slot', studio: 'slots', count: 25, collections: [], words: [['Crystal', 'Ruby', 'Sapphire', 'Emerald', 'Diamond', 'Prism', 'Shining', 'Starlit'], ['Gems', 'Cascade', 'Mine', 'Jewels', 'Cluster', 'Shards', 'Caverns', 'Crown'], ['', 'Deluxe', 'Cascade', 'Megaclusters', 'Glow']] },
  { theme: 'crash', kind: 'crash', studio: 'crash', count: 20, collections: ['crash'], words: [['Sky', 'Turbo', 'Lunar', 'Cosmic', 'Neon', 'Rocket', 'Jet', 'Comet', 'Balloon', 'Aero'], ['Crash', 'Climb', 'Rush', 'Launch', 'Multiplier', 'Flight', 'Ascent', 'Pilot'], ['', 'X', '2']] },
  { theme: 'lottery', kind: 'lottery', studio: 'lottery', count: 20, collections: ['lottery'], words: [['Lucky', 'Classic', 'Turbo', 'Golden', 'Cosmic', 'Weekend', 'Daily', 'Super'], ['Keno', 'Bingo', 'Lotto', 'Scratch', 'Numbers', 'Draw', 'Ball Blast', 'Wheel of Numbers'], ['', 'Deluxe', '80', 'Plus']] },
  { theme: 'dice', kind: 'dice', studio: 'crash', count: 12, collections: [], words: [['Lucky', 'Hi-Lo', 'Provably Fair', 'Neon', 'Royal', 'Crypto'], ['Dice', 'Plinko', 'Mines', 'Limbo', 'Coin Flip', 'Tower'], ['', 'Pro', 'X']] },
  { theme: 'table', kind: 'table', studio: 'table', count: 36, collections: ['table'], words: [['Classic', 'European', 'American', 'French', 'Vegas', 'Multihand', 'High Stakes', 'Single Deck', 'Royal'], ['Blackjack', 'Roulette', 'Baccarat', 'Casino Hold\'em', 'Three Card Poker', 'Sic Bo', 'Craps', 'Red Dog', 'Pai Gow'], ['', 'Pro', 'Gold', 'Zero']] },
  { theme: 'blackjack', kind: 'live', studio: 'live', count: 20, collections: ['live', 'blackjack'], words: [['Live', 'Infinite', 'Speed', 'VIP', 'Platinum', 'Grand', 'Salon', 'Lightning', 'Free Bet', 'Power'], ['Blackjack'], ['', 'A', 'B', 'C', 'Classic', 'Party']] },
  { theme: 'roulette', kind: 'live', studio: 'live', count: 20, collections: ['live', 'roulette'], words: [['Live', 'Immersive', 'Speed', 'Auto', 'Lightning', 'Grand', 'Rock & Roll', 'Double Ball', 'Mega', 'Golden'], ['Roulette'], ['', 'Live', 'Studio', 'VIP', 'European', 'Italia']] },
  { theme: 'game-show', kind: 'live', studio: 'live', count: 15, collections: ['live', 'game-shows'], words: [['Crazy', 'Mega', 'Dream', 'Fortune', 'Funky', 'Treasure', 'Sweet', 'Big'], ['Wheel', 'Ball', 'Catcher', 'Time', 'Island', 'Coin Show', 'Dice Show', 'Prize Drop'], ['', 'Live', 'Deluxe']] },
  { theme: 'baccarat', kind: 'live', studio: 'live', count: 12, collections: ['live', 'baccarat'], words: [['Live', 'Speed', 'Squeeze', 'No Commission', 'Golden', 'Dragon Tiger', 'Prosperity', 'Peek'], ['Baccarat'], ['', 'A', 'B', 'Deluxe']] },
  { theme: 'poker', kind: 'live', studio: 'live', count: 10, collections: ['live', 'poker'], words: [['Live', 'Ultimate', 'Caribbean', 'Texas', 'Side Bet City', 'Three Card', 'Casino', 'Video'], ['Poker', 'Hold\'em'], ['', 'Live', 'Stud']] },
];
