/** Which page the sign-in card is on; its own file so the card's parts can share it without a cycle. */
export type AuthMode = 'login' | 'register';
