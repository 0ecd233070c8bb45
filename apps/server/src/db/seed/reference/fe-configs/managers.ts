import type { Json } from '../../../../modules/fe-config/localize.ts';

interface ManagerContact {
  managerName: string;
  avatar: string;
  time: string;
  phone: string;
  email: string;
  telegramLink: string;
  whatsAppLink: string;
}

const ANNA: ManagerContact = {
  managerName: 'Anna Kask',
  avatar: '/managers/anna.svg',
  time: 'Mon-Fri 09:00-18:00 CET',
  phone: '+356 2010 4401',
  email: 'anna.vip@open-casino.local',
  telegramLink: 'https://t.me/opencasino_anna',
  whatsAppLink: 'https://wa.me/35620104401',
};
const MARCO: ManagerContact = {
  managerName: 'Marco Rossi',
  avatar: '/managers/marco.svg',
  time: 'Mon-Sat 10:00-22:00 CET',
  phone: '+356 2010 4402',
  email: 'marco.vip@open-casino.local',
  telegramLink: 'https://t.me/opencasino_marco',
  whatsAppLink: 'https://wa.me/35620104402',
};
const SOPHIE: ManagerContact = {
  managerName: 'Sophie Tremblay',
  avatar: '/managers/sophie.svg',
  time: 'Every day 08:00-24:00 CET',
  phone: '+356 2010 4403',
  email: 'sophie.vip@open-casino.local',
  telegramLink: 'https://t.me/opencasino_sophie',
  whatsAppLink: 'https://wa.me/35620104403',
};

/** VIP managers by VIP group (spec 01 section 6: statuses 759, 255, 259, 258, 257); diamond players get their own. */
export const managers: Json = [
  { groupId: 759, ...SOPHIE },
  { groupId: 255, ...MARCO },
  { groupId: 259, ...MARCO },
  { groupId: 258, ...ANNA },
  { groupId: 257, ...ANNA },
];
