import { beforeAll, describe, expect, it } from 'vitest';
import { AppShell } from '../pages/app-shell';
import { ChatsPage } from '../pages/chats-page';
import { LoginPage } from '../pages/login-page';
import { ApiSession } from '../support/api';
import { app } from '../support/app';
import { useBrowserPage } from '../support/browser';

const lia = { name: 'Lia Chat Interno', email: 'lia.chat@e2e.example.com', password: 'Lia-Chat-2024' };
const teo = { name: 'Teo Chat Interno', email: 'teo.chat@e2e.example.com', password: 'Teo-Chat-2024' };
const title = 'Escala do plantão E2E';

describe('internal chat: two users talk, and the unread dot follows what each has read', () => {
  const browser = useBrowserPage();

  beforeAll(async () => {
    const admin = await ApiSession.signIn(app.admin().email, app.admin().password);
    for (const user of [lia, teo]) await admin.post('/api/users', { ...user, profile: 'user' });
  });

  const signIn = async (page: ReturnType<typeof browser.page>, user: typeof lia) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(user.email, user.password);
    await new AppShell(page).waitUntilShown();
    return new ChatsPage(page);
  };

  it('Lia opens a chat with Teo; Teo sees the dot, reads and answers; Lia sees the answer live', async () => {
    const liaChats = await signIn(browser.page(), lia);
    const teoChats = await signIn(await browser.newPage(), teo);
    await teoChats.icon.waitFor();

    await new AppShell(liaChats.page).menuItem('Chat Interno').click();
    await liaChats.create(title, [teo.name]);
    await liaChats.send('Teo, você cobre o turno das 14h?');
    await liaChats.message('Teo, você cobre o turno das 14h?').waitFor();

    // Teo is on /tickets: the dot comes up live, and the popover leads to the chat.
    await teoChats.iconWithDot.waitFor();
    await teoChats.openFromPopover(title);
    await teoChats.message('Teo, você cobre o turno das 14h?').waitFor();
    // Opening the chat marked it read: the dot goes away.
    await teoChats.icon.waitFor();
    expect(await teoChats.iconWithDot.count()).toBe(0);

    await teoChats.send('Cubro sim!');
    await liaChats.message('Cubro sim!').waitFor();
    // Lia has the chat open, so the answer is read at once and her dot stays down.
    await liaChats.icon.waitFor();
    expect(await liaChats.message('Cubro sim!').textContent()).toContain(teo.name);
  });
});
