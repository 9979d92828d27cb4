// The usual LeetCode form of the greedy: (b, a) pairs sorted by decreasing b, and a
// std::priority_queue of the k largest a taken so far. O(n log n) time, O(n) extra space.
class Solution {
public:
    long long solve(const vector<int>& a, const vector<int>& b, int k) {
        int n = (int)a.size();
        vector<pair<int, int>> items(n);
        for (int i = 0; i < n; ++i) items[i] = {b[i], a[i]};
        sort(items.begin(), items.end(), greater<pair<int, int>>());
        priority_queue<int, vector<int>, greater<int>> pq;
        long long sum = 0, best = 0;
        for (const auto& it : items) {
            pq.push(it.second);
            sum += it.second;
            if ((int)pq.size() > k) {
                sum -= pq.top();
                pq.pop();
            }
            if ((int)pq.size() == k) best = max(best, sum * it.first);
        }
        return best;
    }
};
