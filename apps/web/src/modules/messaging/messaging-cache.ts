/** react-query keys of messaging; every key starts with 'messaging' so one invalidation refreshes them all. */
export const MESSAGING_KEY = ['messaging'] as const;
export const CONVERSATIONS_KEY = ['messaging', 'conversations'] as const;
export const UNREAD_COUNT_KEY = ['messaging', 'unread'] as const;
export const conversationKey = (id: string) => ['messaging', 'conversation', id] as const;
export const messagesKey = (id: string) => ['messaging', 'messages', id] as const;

/** Socket event names: the NATS event names the gateway relays, and its own typing relay. */
export const LIVE_MESSAGE_CREATED = 'messaging.message.created';
export const LIVE_CONVERSATION_UPDATED = 'messaging.conversation.updated';
export const LIVE_TYPING = 'conversation:typing';
export const JOIN_CONVERSATION = 'conversation:join';
export const LEAVE_CONVERSATION = 'conversation:leave';

export interface LiveMessage {
  id: string;
  conversationId: string;
  senderId: string;
  content: string;
  createdAt: string;
}

export interface LiveMessageCreated {
  message: LiveMessage;
  participantIds: string[];
}

export interface LiveConversationUpdated {
  conversationId: string;
  participantIds: string[];
  readBy: { userId: string; lastReadAt: string } | null;
}
