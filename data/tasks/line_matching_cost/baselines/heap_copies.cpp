// The same class as sort-copies in the form often written: both positions in min-heaps
// (std::priority_queue copies), popped together, the i-th smallest worker with the i-th
// smallest bike. O(n log n) time, O(n) extra space; at -O0 every heap step is a chain of
// calls, about 3.5x the sort, so this baseline sets row 3's passing time.
class Solution {
public:
    long long solve(const vector<int>& a, const vector<int>& b) {
        priority_queue<int, vector<int>, greater<int>> workers(a.begin(), a.end());
        priority_queue<int, vector<int>, greater<int>> bikes(b.begin(), b.end());
        long long total = 0;
        while (!workers.empty()) {
            long long d = (long long)workers.top() - bikes.top();
            total += d < 0 ? -d : d;
            workers.pop();
            bikes.pop();
        }
        return total;
    }
};
