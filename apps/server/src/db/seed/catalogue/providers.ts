/** What kind of games a studio makes; the generator deals games to studios by kind. */
export type StudioKind = 'slots' | 'live' | 'table' | 'crash' | 'lottery' | 'fishing';

export interface ProviderSeed {
  slug: string;
  name: string;
  kinds: readonly StudioKind[];
  /** Studios without crypto wallets: their games accept fiat only. */
  fiatOnly?: boolean;
  /** Fiat currencies the studio's wallet does not take: the tile lock of spec 02 section 5 shows for them. */
  missingCurrencies?: readonly string[];
}

/**
 * Our in-house studio, BGaming (the reference aliases `softswiss` to it, spec 01 section 7) and invented studios.
 * Order is the providers list order.
 */
export const PROVIDERS: readonly ProviderSeed[] = [
  { slug: 'ocs', name: 'Open Casino Studio', kinds: ['slots', 'table', 'crash', 'lottery'] },
  { slug: 'bgaming', name: 'BGaming', kinds: ['slots', 'table', 'crash', 'lottery', 'fishing'] },
  { slug: 'northlight', name: 'Northlight Gaming', kinds: ['slots'] },
  { slug: 'red-lantern', name: 'Red Lantern Studios', kinds: ['slots'] },
  { slug: 'golden-gate-games', name: 'Golden Gate Games', kinds: ['slots', 'table'] },
  { slug: 'spinforge', name: 'SpinForge', kinds: ['slots'] },
  { slug: 'reelcraft', name: 'ReelCraft', kinds: ['slots', 'fishing'] },
  { slug: 'lucky-owl', name: 'Lucky Owl Games', kinds: ['slots'] },
  { slug: 'blue-whale', name: 'Blue Whale Interactive', kinds: ['slots', 'fishing'] },
  { slug: 'ironclad', name: 'Ironclad Slots', kinds: ['slots'] },
  { slug: 'starlight-reels', name: 'Starlight Reels', kinds: ['slots'] },
  { slug: 'pixel-pharaoh', name: 'Pixel Pharaoh', kinds: ['slots'] },
  { slug: 'tigerline', name: 'Tigerline Entertainment', kinds: ['slots'] },
  { slug: 'moonshot-labs', name: 'Moonshot Labs', kinds: ['slots', 'crash'] },
  { slug: 'copper-kettle', name: 'Copper Kettle Games', kinds: ['slots'], fiatOnly: true },
  { slug: 'aurora-play', name: 'Aurora Play', kinds: ['slots'] },
  { slug: 'wild-orchid', name: 'Wild Orchid Studios', kinds: ['slots'] },
  { slug: 'thunderbyte', name: 'ThunderByte', kinds: ['slots', 'crash'] },
  { slug: 'velvet-dice', name: 'Velvet Dice', kinds: ['table'] },
  { slug: 'nova-jackpots', name: 'Nova Jackpots', kinds: ['slots'] },
  {
    slug: 'fjord-gaming',
    name: 'Fjord Gaming',
    kinds: ['slots'],
    missingCurrencies: ['JPY', 'BRL', 'INR', 'KZT'],
  },
  { slug: 'sapphire-spins', name: 'Sapphire Spins', kinds: ['slots'] },
  { slug: 'crashpoint', name: 'Crashpoint', kinds: ['crash'] },
  { slug: 'livewire-studios', name: 'LiveWire Studios', kinds: ['live'] },
  { slug: 'royal-dealer', name: 'Royal Dealer Live', kinds: ['live'] },
  { slug: 'studio-one-live', name: 'Studio One Live', kinds: ['live'], fiatOnly: true },
  { slug: 'lotto-planet', name: 'Lotto Planet', kinds: ['lottery'] },
  { slug: 'deepsea-arcade', name: 'Deep Sea Arcade', kinds: ['fishing'] },
  { slug: 'keystone-tables', name: 'Keystone Tables', kinds: ['table'] },
  {
    slug: 'maple-leaf-gaming',
    name: 'Maple Leaf Gaming',
    kinds: ['slots'],
    fiatOnly: true,
    missingCurrencies: ['EUR', 'GBP', 'NOK'],
  },
];
