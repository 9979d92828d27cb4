// Landmarks every S = 1.5 sqrt(n) steps on the paths already walked, in a hash table of at
// most 2n / S nodes, each marked as on a tail, on a short cycle (length <= 2S) or on a
// long cycle. For each node i:
//  A. walk 2S steps from i: coming back to i means i is on a short cycle (count it); a
//     tail or long-cycle landmark on the way settles i (a long cycle was counted whole
//     when found; a node leading to a tail is on a tail); past a short-cycle landmark
//     only a return to i matters;
//  B. with no landmark in 2S steps: if f^(2S)(i) comes back to itself within S steps, i
//     hangs on a cycle of length <= S that its own nodes count;
//  C. otherwise explore: walk from i, dropping a landmark every S steps, until a landmark
//     is met; if it is one of this walk's own, the walk closed a new cycle, whose length
//     (if > 2S) is counted once; if it is an old one on a cycle, the walk's last landmark
//     (fewer than S steps before it) may be on that cycle: a walk from the cycle's
//     previous landmark tells.
// Every explored node reaches a landmark within S steps, so an exploration only starts on
// more than S fresh nodes and drops at most 2 landmarks per S fresh nodes: at most 2n / S
// landmarks. O(n S) = O(n sqrt n) time, O(n / S) = O(sqrt n) extra space.
class Solution {
    enum { TAIL = 0, SHORT_CYCLE = 1, LONG_CYCLE = 2 };
    vector<int> keys, ids;  // open addressing: landmark node -> landmark number
    unsigned size = 0;
    // per landmark number: its kind and, on a cycle, the previous landmark on the cycle
    // and the number of steps from it
    vector<int> prevNode;
    vector<unsigned short> gap;
    vector<unsigned char> kind;

    unsigned slot(int v) const {
        return (unsigned)(((unsigned long long)((unsigned)v * 2654435761u) * size) >> 32);
    }
    int find(int v) const {
        for (unsigned h = slot(v);; h = h + 1 == size ? 0 : h + 1) {
            if (keys[h] == v) return ids[h];
            if (keys[h] < 0) return -1;
        }
    }
    void insert(int v, int id) {
        unsigned h = slot(v);
        while (keys[h] >= 0) h = h + 1 == size ? 0 : h + 1;
        keys[h] = v;
        ids[h] = id;
    }

public:
    int solve(const vector<int>& f) {
        const int* nx = f.data();
        int n = (int)f.size();
        int S = max(1, (int)(1.5 * sqrt((double)n)));
        int cap = 2 * (n / S) + 4;
        size = (unsigned)(cap + cap / 2);
        keys.assign(size, -1);
        ids.assign(size, 0);
        prevNode.clear();
        gap.clear();
        kind.clear();
        prevNode.reserve(cap);
        gap.reserve(cap);
        kind.reserve(cap);
        int count = 0;
        for (int i = 0; i < n; ++i) {
            // A.
            int x = i;
            bool look = true, settled = false;
            for (int k = 0; k < 2 * S; ++k) {
                x = nx[x];
                if (x == i) {
                    ++count;
                    settled = true;
                    break;
                }
                if (look) {
                    int id = find(x);
                    if (id >= 0) {
                        if (kind[id] != SHORT_CYCLE) {
                            settled = true;
                            break;
                        }
                        look = false;
                    }
                }
            }
            if (settled || !look) continue;
            // B.
            int y = nx[x];
            for (int k = 1; k < S && y != x; ++k) y = nx[y];
            if (y == x) continue;
            // C.
            int base = (int)kind.size();
            int pos = 0, lastNode = -1;
            x = i;
            while (true) {
                x = nx[x];
                ++pos;
                int id = find(x);
                if (id >= 0) {
                    int last = (int)kind.size() - 1;
                    if (id >= base) {
                        // closed a new cycle through landmark id: the landmarks from id on
                        // are on it, S steps apart, and id is len - (last - id) S steps
                        // after the last one
                        int len = pos - (id - base + 1) * S;
                        unsigned char k = len > 2 * S ? LONG_CYCLE : SHORT_CYCLE;
                        if (len > 2 * S) count += len;
                        for (int j = id; j <= last; ++j) kind[j] = k;
                        prevNode[id] = lastNode;
                        gap[id] = (unsigned short)(len - (last - id) * S);
                    } else if (kind[id] != TAIL && last >= base) {
                        // met an old cycle: this walk's last landmark, d steps before id,
                        // is on that cycle iff it lies d steps before id going round
                        int d = pos - (last - base + 1) * S;
                        int g = gap[id];
                        if (d < g) {
                            int z = prevNode[id];
                            for (int k = 0; k < g - d; ++k) z = nx[z];
                            if (z == lastNode) {
                                kind[last] = kind[id];
                                prevNode[last] = prevNode[id];
                                gap[last] = (unsigned short)(g - d);
                                prevNode[id] = lastNode;
                                gap[id] = (unsigned short)d;
                            }
                        }
                    }
                    break;
                }
                if (pos % S == 0) {
                    insert(x, (int)kind.size());
                    prevNode.push_back(lastNode);
                    gap.push_back((unsigned short)S);
                    kind.push_back(TAIL);
                    lastNode = x;
                }
            }
        }
        return count;
    }
};
