import { runSubgraphService } from '@byway/kit';
import { definition } from './definition.js';

runSubgraphService(definition);
