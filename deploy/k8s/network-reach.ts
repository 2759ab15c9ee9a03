// NetworkPolicy semantics as the Kubernetes API defines them, for the manifests' tests: may one endpoint open
// a connection to another on a port? A pod is isolated in a direction once any policy selecting it lists that
// policy type; then only what some selecting policy's rules allow gets through. Both ends must agree: the
// sender's egress and the receiver's ingress. Policies live in the app's namespace (kubectl apply -k ... -n).
import type { IContainerPort } from 'kubernetes-models/v1/ContainerPort';
import type { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import type { INetworkPolicyPeer } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicyPeer';
import type { INetworkPolicyPort } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicyPort';
import type { IIoK8sApimachineryPkgApisMetaV1LabelSelector as LabelSelector } from '@kubernetes-models/apimachinery/apis/meta/v1/LabelSelector';

export type Labels = Record<string, string>;
/** A pod (its namespace's labels, its own labels and ports) or an address outside the cluster. */
export type Endpoint =
  | { kind: 'pod'; namespace: Labels; labels: Labels; ports: IContainerPort[] }
  | { kind: 'address'; ip: string };
export type Protocol = 'TCP' | 'UDP';

export const namespaceLabels = (name: string): Labels => ({ 'kubernetes.io/metadata.name': name });

export function matchesSelector(selector: LabelSelector | undefined, labels: Labels): boolean {
  if (!selector) return true;
  const byLabel = Object.entries(selector.matchLabels ?? {}).every(([k, v]) => labels[k] === v);
  return (
    byLabel &&
    (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
      const has = key in labels;
      if (operator === 'In') return has && values.includes(labels[key]!);
      if (operator === 'NotIn') return !has || !values.includes(labels[key]!);
      if (operator === 'Exists') return has;
      if (operator === 'DoesNotExist') return !has;
      throw new Error(`unknown selector operator ${operator}`);
    })
  );
}

const ipNumber = (ip: string) => ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
function inCidr(ip: string, cidr: string): boolean {
  const [base, bits] = cidr.split('/');
  const size = 2 ** (32 - Number(bits));
  return Math.floor(ipNumber(ip) / size) === Math.floor(ipNumber(base!) / size);
}

function peerMatches(peer: INetworkPolicyPeer, endpoint: Endpoint, policyNamespace: Labels): boolean {
  if (peer.ipBlock) {
    // ipBlock is for addresses outside the cluster; pods are chosen by selectors.
    if (endpoint.kind !== 'address') return false;
    const { cidr, except = [] } = peer.ipBlock;
    return inCidr(endpoint.ip, cidr) && !except.some((c) => inCidr(endpoint.ip, c));
  }
  if (endpoint.kind !== 'pod') return false;
  const inNamespace = peer.namespaceSelector
    ? matchesSelector(peer.namespaceSelector, endpoint.namespace)
    : matchesSelector({ matchLabels: policyNamespace }, endpoint.namespace);
  return inNamespace && matchesSelector(peer.podSelector, endpoint.labels);
}

/** `target`: the pod receiving the connection, whose named ports a policy may name. */
function portMatches(rule: INetworkPolicyPort, port: number, protocol: Protocol, target: Endpoint): boolean {
  if ((rule.protocol ?? 'TCP') !== protocol) return false;
  if (rule.port === undefined) return true;
  const number =
    typeof rule.port === 'number'
      ? rule.port
      : target.kind === 'pod'
        ? target.ports.find((p) => p.name === rule.port && (p.protocol ?? 'TCP') === protocol)?.containerPort
        : undefined;
  if (number === undefined) return false;
  return rule.endPort ? port >= number && port <= rule.endPort : port === number;
}

type Rule = { peers: INetworkPolicyPeer[] | undefined; ports: INetworkPolicyPort[] | undefined };

function allowedOneWay(
  policies: NetworkPolicy[],
  direction: 'Ingress' | 'Egress',
  self: Endpoint,
  other: Endpoint,
  port: number,
  protocol: Protocol,
  policyNamespace: Labels,
): boolean {
  // Only pods of the policies' namespace are selected by them; anything else is not isolated here.
  if (self.kind !== 'pod' || !matchesSelector({ matchLabels: policyNamespace }, self.namespace)) return true;
  const selecting = policies.filter(
    (p) => matchesSelector(p.spec!.podSelector, self.labels) && policyTypes(p).includes(direction),
  );
  if (selecting.length === 0) return true;
  const target = direction === 'Ingress' ? self : other;
  return selecting.some((p) => {
    const rules: Rule[] =
      direction === 'Ingress'
        ? (p.spec!.ingress ?? []).map((r) => ({ peers: r.from, ports: r.ports }))
        : (p.spec!.egress ?? []).map((r) => ({ peers: r.to, ports: r.ports }));
    return rules.some(
      (r) =>
        (!r.peers?.length || r.peers.some((peer) => peerMatches(peer, other, policyNamespace))) &&
        (!r.ports?.length || r.ports.some((pr) => portMatches(pr, port, protocol, target))),
    );
  });
}

/** The policy's types: as written, or (left out) Ingress plus Egress when it has egress rules. */
export function policyTypes(policy: NetworkPolicy): string[] {
  return policy.spec!.policyTypes ?? ['Ingress', ...(policy.spec!.egress ? ['Egress'] : [])];
}

/** May `from` open a connection to `to` on `port`? `policyNamespace`: labels of the namespace the policies are in. */
export function mayConnect(
  policies: NetworkPolicy[],
  policyNamespace: Labels,
  from: Endpoint,
  to: Endpoint,
  port: number,
  protocol: Protocol = 'TCP',
): boolean {
  return (
    allowedOneWay(policies, 'Egress', from, to, port, protocol, policyNamespace) &&
    allowedOneWay(policies, 'Ingress', to, from, port, protocol, policyNamespace)
  );
}
