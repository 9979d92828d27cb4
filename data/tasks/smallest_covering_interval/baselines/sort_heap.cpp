// Sort copies of the intervals (by left end) and of the queries; sweep the queries in
// increasing order, pushing every interval that starts at or before the query into a
// min-heap keyed by length and popping those that end before it.
// O((n + m) log n) time, O(n + m) extra space.
class Solution {
public:
    long long solve(const vector<int>& left, const vector<int>& right, const vector<int>& queries) {
        size_t n = left.size();
        vector<pair<int, int>> iv(n);
        for (size_t j = 0; j < n; ++j) iv[j] = {left[j], right[j]};
        sort(iv.begin(), iv.end());
        vector<int> qs(queries.begin(), queries.end());
        sort(qs.begin(), qs.end());
        priority_queue<pair<int, int>, vector<pair<int, int>>, greater<pair<int, int>>> heap;
        size_t j = 0;
        long long total = 0;
        for (int q : qs) {
            while (j < n && iv[j].first <= q) {
                heap.push({iv[j].second - iv[j].first + 1, iv[j].second});
                ++j;
            }
            while (!heap.empty() && heap.top().second < q) heap.pop();
            total += heap.empty() ? -1 : heap.top().first;
        }
        return total;
    }
};
