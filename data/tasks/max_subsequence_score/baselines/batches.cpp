// The walk's two successor searches, each through a buffer of B = max(384, sqrt n) items
// refilled by one scan. `order` holds the next B items in (b descending, index) order after
// the last one taken (one scan with a max-heap keeps the B earliest). `above` holds, in
// descending key order, every taken item whose (a, index) key lies strictly between the
// threshold (the k-th largest key taken) and a bound U (or all of them above the threshold:
// `complete`): the threshold's successor is its last entry; an item entering the top k goes
// in when its key is below U, and an overflow drops the largest entry and lowers U. It is
// refilled by a scan of the taken items only when it runs empty, which takes B moves of the
// threshold after a refill. O(n / B) scans of O(n log B): O(n sqrt n) time, O(sqrt n) space.
class Solution {
    const int* A;
    const int* W;
    bool earlier(int i, int j) const { return W[i] > W[j] || (W[i] == W[j] && i < j); }
    bool lessKey(int i, int j) const { return A[i] < A[j] || (A[i] == A[j] && i < j); }
public:
    long long solve(const vector<int>& a, const vector<int>& b, int k) {
        A = a.data();
        W = b.data();
        int n = (int)a.size();
        size_t cap = max((size_t)384, (size_t)sqrt((double)n));
        auto byOrder = [this](int i, int j) { return earlier(i, j); };
        auto byKey = [this](int i, int j) { return lessKey(i, j); };
        vector<int> order;
        order.reserve(cap);
        vector<int> above;
        above.reserve(cap + 1);
        size_t pos = 0;
        int last = -1, thr = -1, bound = -1;
        bool complete = false;
        long long sum = 0, best = 0;
        for (int step = 1; step <= n; ++step) {
            if (pos == order.size()) {
                order.clear();
                for (int j = 0; j < n; ++j) {
                    if (last >= 0 && !earlier(last, j)) continue;
                    if (order.size() < cap) {
                        order.push_back(j);
                        push_heap(order.begin(), order.end(), byOrder);
                    } else if (earlier(j, order.front())) {
                        pop_heap(order.begin(), order.end(), byOrder);
                        order.back() = j;
                        push_heap(order.begin(), order.end(), byOrder);
                    }
                }
                sort_heap(order.begin(), order.end(), byOrder);
                pos = 0;
            }
            int e = order[pos++];
            last = e;
            if (step <= k) {
                sum += A[e];
                if (thr < 0 || lessKey(e, thr)) thr = e;
            } else if (lessKey(thr, e)) {
                sum += A[e] - A[thr];
                if (complete || (bound >= 0 && lessKey(e, bound))) {
                    // descending: the first entry below e's key
                    auto it = lower_bound(above.begin(), above.end(), e,
                                          [this](int x, int y) { return lessKey(y, x); });
                    above.insert(it, e);
                    if (above.size() > cap) {
                        above.erase(above.begin());
                        bound = above.front();
                        complete = false;
                    }
                }
                if (above.empty()) {
                    size_t found = 0;
                    for (int j = 0; j < n; ++j) {
                        if (earlier(e, j) || !lessKey(thr, j)) continue;
                        ++found;
                        if (above.size() < cap) {
                            above.push_back(j);
                            push_heap(above.begin(), above.end(), byKey);
                        } else if (lessKey(j, above.front())) {
                            pop_heap(above.begin(), above.end(), byKey);
                            above.back() = j;
                            push_heap(above.begin(), above.end(), byKey);
                        }
                    }
                    complete = found <= cap;
                    bound = complete ? -1 : above.front();
                    sort_heap(above.begin(), above.end(), byKey);
                    reverse(above.begin(), above.end());
                }
                thr = above.back();
                above.pop_back();
            }
            if (step >= k) {
                long long score = sum * W[e];
                if (score > best) best = score;
            }
        }
        return best;
    }
};
