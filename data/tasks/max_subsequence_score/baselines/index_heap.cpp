// The greedy: take the indices by decreasing b (sorted index array); keep the k largest a
// taken so far in a min-heap with their sum; once k are held, sum * b of the item just
// taken is the best score whose smallest b is that item's, with the k largest a available.
// O(n log n) time, O(n) extra space (the index array and a heap of k).
class Solution {
public:
    long long solve(const vector<int>& a, const vector<int>& b, int k) {
        int n = (int)a.size();
        vector<int> idx(n);
        for (int i = 0; i < n; ++i) idx[i] = i;
        sort(idx.begin(), idx.end(), [&b](int i, int j) { return b[i] > b[j]; });
        vector<int> heap;
        heap.reserve(k + 1);
        long long sum = 0, best = 0;
        for (int t = 0; t < n; ++t) {
            int e = idx[t];
            heap.push_back(a[e]);
            push_heap(heap.begin(), heap.end(), greater<int>());
            sum += a[e];
            if ((int)heap.size() > k) {
                pop_heap(heap.begin(), heap.end(), greater<int>());
                sum -= heap.back();
                heap.pop_back();
            }
            if ((int)heap.size() == k) {
                long long score = sum * b[e];
                if (score > best) best = score;
            }
        }
        return best;
    }
};
