/** The inbox of events from outside: stored by the sender's event id first, processed once, replays answered. */
export {
  createInbox,
  type Inbox,
  type InboxAfterCommit,
  type InboxEvent,
  type InboxHandler,
  type InboxOutcome,
  type InboxReceipt,
  inboxJob,
  inboxPruneJob,
  registerInboxJob,
} from './inbox.ts';
