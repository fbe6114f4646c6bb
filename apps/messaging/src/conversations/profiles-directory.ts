import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import {
  type Actor,
  type ConversationParticipantDto,
  type ProfileDto,
  ProfilesRpc,
} from '@liggeey/contracts';
import { APP_CONFIG, NatsRpcClient, type ServiceConfig, natsConnectOptions } from '@liggeey/service-kit';
import { type NatsConnection, connect } from '@nats-io/transport-node';

/** What messaging asks the profiles service: the other participants' faces and a recipient's availability. */
@Injectable()
export class ProfilesDirectory implements OnApplicationShutdown {
  private connection: Promise<NatsConnection> | undefined;
  private rpc: Promise<NatsRpcClient> | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: ServiceConfig) {}

  async recipient(actor: Actor, id: string): Promise<ProfileDto> {
    return (await this.client()).request(ProfilesRpc.get, { id }, { actor });
  }

  /** Participants by id; a deleted profile is simply missing from the map. */
  async participants(actor: Actor, ids: readonly string[]): Promise<Map<string, ConversationParticipantDto>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const profiles = await (await this.client()).request(ProfilesRpc.byIds, { ids: unique }, { actor });
    return new Map(
      profiles.map(({ id, fullName, profilePicUrl, profession }) => [
        id,
        { id, fullName, profilePicUrl, profession },
      ]),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    const connection = await this.connection;
    if (connection && !connection.isClosed()) await connection.drain();
  }

  /** Connected on first use, so the service starts even before profiles answers. */
  private client(): Promise<NatsRpcClient> {
    this.connection ??= connect({
      servers: this.config.NATS_URL,
      ...natsConnectOptions(this.config),
      name: 'messaging-profiles-client',
      maxReconnectAttempts: -1,
    });
    this.rpc ??= this.connection.then(
      (connection) => new NatsRpcClient(connection, this.config.NATS_NAMESPACE),
    );
    return this.rpc;
  }
}
