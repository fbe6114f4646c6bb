import { useQuery } from '@tanstack/react-query';
import { Avatar, Input, List, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { graphqlRequest } from '../../../shared/graphql/client';
import { SearchUsersQuery } from '../graphql/messaging.graphql';

/** Spec §9: new-user search waits 300 ms after typing and needs more than 2 characters. */
export const SEARCH_DEBOUNCE_MS = 300;
const SEARCH_MIN_LENGTH = 3;

interface NewConversationProps {
  onPick: (userId: string) => void;
  starting: boolean;
}

/** Starting a conversation by searching people by name (at most 10, never oneself: the server's rule). */
export function NewConversation({ onPick, starting }: NewConversationProps) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const enabled = query.length >= SEARCH_MIN_LENGTH;
  const results = useQuery({
    queryKey: ['messaging', 'search-users', query],
    queryFn: ({ signal }) => graphqlRequest(SearchUsersQuery, { query }, { signal }),
    enabled,
    select: (data) => data.searchUsers,
  });

  return (
    <div>
      <Input.Search
        aria-label="Nouvelle conversation : rechercher une personne"
        placeholder="Nouvelle conversation : nom..."
        allowClear
        value={text}
        onChange={(event) => setText(event.target.value)}
        loading={enabled && results.isFetching}
      />
      {enabled && results.isError && (
        <Typography.Text type="danger">Impossible de charger les utilisateurs.</Typography.Text>
      )}
      {enabled && results.data && (
        <List
          size="small"
          aria-label="Résultats de la recherche"
          locale={{ emptyText: 'Aucun utilisateur trouvé.' }}
          dataSource={results.data}
          renderItem={(user) => (
            <List.Item>
              <button
                type="button"
                className="ant-btn ant-btn-text"
                disabled={starting}
                onClick={() => {
                  setText('');
                  onPick(user.id);
                }}
              >
                <Avatar size="small" src={user.profilePicUrl ?? undefined} alt="">
                  {user.fullName.charAt(0)}
                </Avatar>{' '}
                {user.fullName}
                {user.profession ? ` · ${user.profession}` : ''}
                {user.available ? '' : ' (indisponible)'}
              </button>
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
