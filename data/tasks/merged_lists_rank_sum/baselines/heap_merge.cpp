// The textbook k-way merge: a std::priority_queue of (head value, list) cursors, smallest
// on top, and the next index of every list. The i-th value popped is the i-th smallest.
// O(N log k) time, O(k) extra space.
class Solution {
public:
    long long solve(const vector<vector<int>>& lists) {
        int k = (int)lists.size();
        vector<int> next(k, 1);
        priority_queue<pair<int, int>, vector<pair<int, int>>, greater<pair<int, int>>> pq;
        for (int i = 0; i < k; ++i)
            if (!lists[i].empty()) pq.push({lists[i][0], i});
        long long total = 0, rank = 0;
        while (!pq.empty()) {
            pair<int, int> top = pq.top();
            pq.pop();
            total += (long long)top.first * ++rank;
            int i = top.second;
            if (next[i] < (int)lists[i].size()) pq.push({lists[i][next[i]++], i});
        }
        return total;
    }
};
